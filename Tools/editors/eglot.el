;;; Limelight's language server in Emacs with eglot (Emacs 29+ has it built in; Emacs 28: package elpa-eglot
;;; or M-x package-install RET eglot). `limelight' must be on your PATH. Put this in your init file.
(define-derived-mode scenario-mode prog-mode "Scenario"
  "Major mode for Limelight .scenario files."
  (setq-local comment-start "# ")
  (setq-local comment-start-skip "#+\\s-*"))
(add-to-list 'auto-mode-alist '("\\.scenario\\'" . scenario-mode))
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(scenario-mode . ("limelight" "serve"))))
(add-hook 'scenario-mode-hook #'eglot-ensure)

(defun limelight-run-scenario ()
  "Run this scenario, as the buffer reads now, on a fresh simulation (what the \"Run scenario\" code lens does)."
  (interactive)
  ;; eglot sends edits after an idle delay; send them now, or the run would see the text before the last edit.
  (when (fboundp 'eglot--signal-textDocument/didChange) (eglot--signal-textDocument/didChange))
  (jsonrpc-request (eglot-current-server) :workspace/executeCommand
                   (list :command "limelight.runScenario"
                         :arguments (vector (funcall (if (fboundp 'eglot-path-to-uri) 'eglot-path-to-uri 'eglot--path-to-uri)
                                                     buffer-file-name)))))
(defun limelight-quick-fix ()
  "Apply the quick fix (\"did you mean …\") for the error on this line."
  (interactive)
  ;; eglot 1.9's eglot-code-action-quickfix only lists the actions; this asks for them on the whole line and applies one.
  (eglot-code-actions (line-beginning-position) (line-end-position) "quickfix" t))
(with-eval-after-load 'eglot
  (define-key eglot-mode-map (kbd "C-c l r") #'limelight-run-scenario)
  (define-key eglot-mode-map (kbd "C-c l a") #'limelight-quick-fix)
  (define-key eglot-mode-map (kbd "C-c l f") #'eglot-format-buffer))

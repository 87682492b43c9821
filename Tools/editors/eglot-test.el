;;; Batch checks of Limelight's eglot setup, loaded by Tools/editor-client-test after eglot.el:
;;;   emacs --batch -l package-setup -l Tools/editors/eglot.el -l Tools/editors/eglot-test.el
;;; Reads $LIMELIGHT_TEST_FILE (a .scenario with a typo on line 5), appends 'PASS name' / 'FAIL name: why' lines to
;;; $LIMELIGHT_TEST_OUT, and exits.
(require 'cl-lib)
(require 'package)
(package-initialize)
(require 'eglot)
(require 'flymake)

(defvar limelight-test-out (getenv "LIMELIGHT_TEST_OUT"))
(defun limelight-test-report (name &optional problem)
  (append-to-file (if problem (format "FAIL eglot: %s: %s\n" name problem) (format "PASS eglot: %s\n" name))
                  nil limelight-test-out))
(defun limelight-test-wait (seconds predicate)
  "Let processes and timers run until PREDICATE holds or SECONDS pass; return PREDICATE's last value."
  (let ((deadline (+ (float-time) seconds)) (value nil))
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    value))

(setq eglot-sync-connect 10 eglot-connect-timeout 20 flymake-no-changes-timeout 0.2)
(let ((errors nil))
  (find-file (getenv "LIMELIGHT_TEST_FILE"))
  (limelight-test-report "major mode is scenario-mode"
                         (unless (eq major-mode 'scenario-mode) (format "major mode is %s" major-mode)))
  ;; eglot-ensure connects after the next command; batch mode has no command loop, so run its hook once.
  (condition-case err (run-hooks 'post-command-hook) (error (push (error-message-string err) errors)))
  (let ((server (limelight-test-wait 20 #'eglot-current-server)))
    (if (not server)
        (limelight-test-report "eglot connects" (format "no server after 20 s%s" (if errors (format " (%s)" errors) "")))
      (limelight-test-report (format "eglot connects (%s)" (plist-get (eglot--server-info server) :name)))
      (let ((typo (limelight-test-wait
                   20 (lambda ()
                        (flymake-start)
                        (cl-find-if (lambda (d) (and (= 5 (line-number-at-pos (flymake-diagnostic-beg d)))
                                                     (eq (flymake-diagnostic-type d) 'eglot-error)
                                                     (string-match-p "unknown command 'devcie'" (flymake-diagnostic-text d))))
                                    (flymake-diagnostics))))))
        (limelight-test-report "flymake shows the error on line 5"
                               (unless typo (format "diagnostics: %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))))
      (let ((run (condition-case err (call-interactively (key-binding (kbd "C-c l r")))
                   (error (list :error (error-message-string err))))))
        (limelight-test-report (format "C-c l r runs the scenario (status %s)" (plist-get run :status))
                               (unless (equal (plist-get run :status) "failed") (format "result: %S" run))))
      ;; Hover: what eldoc (and C-h .) shows for the command at point.
      (goto-char (point-min)) (forward-line 2) (forward-char 2)
      (let* ((hover nil)
             (_ (condition-case err (eglot-hover-eldoc-function (lambda (doc &rest _) (setq hover doc)))
                  (error (setq hover (list :error (error-message-string err))))))
             (got (limelight-test-wait 10 (lambda () hover))))
        (limelight-test-report "hover (eldoc) shows the help of 'device add'"
                               (unless (and (stringp got) (string-match-p "device" got)) (format "hover: %S" got))))
      ;; Completion: M-TAB (completion-at-point) after "clock adv" completes the word.
      (goto-char (point-max))
      (insert "clock adv")
      (condition-case err (call-interactively #'completion-at-point) (error (message "completion: %s" err)))
      (let ((line (buffer-substring (line-beginning-position) (line-end-position))))
        (limelight-test-report "completion-at-point completes 'clock adv' to 'clock advance'"
                               (unless (string-prefix-p "clock advance" line) (format "line: %S" line))))
      (delete-region (line-beginning-position) (line-end-position))
      ;; Formatting a scenario with an error says why it changes nothing.
      (with-current-buffer (messages-buffer) (let ((inhibit-read-only t)) (erase-buffer)))
      (condition-case err (call-interactively (key-binding (kbd "C-c l f"))) (error (message "format: %s" err)))
      (let ((said (limelight-test-wait 10 (lambda () (with-current-buffer (messages-buffer)
                                                         (save-excursion (goto-char (point-min))
                                                                         (search-forward "not formatted" nil t)))))))
        (limelight-test-report "C-c l f on a scenario with an error says why it is not formatted"
                               (unless said (with-current-buffer (messages-buffer) (format "messages: %s" (buffer-string))))))
      ;; The quick fix on line 5 ("did you mean 'device'?"), then a run at once: it runs the edited text.
      (goto-char (point-min)) (forward-line 4) (forward-char 2)
      (condition-case err (call-interactively (key-binding (kbd "C-c l a"))) (error (message "quick fix: %s" err)))
      (let ((line5 (save-excursion (goto-char (point-min)) (forward-line 4)
                                   (buffer-substring (line-beginning-position) (line-end-position)))))
        (limelight-test-report "C-c l a applies the quick fix on line 5"
                               (unless (equal line5 "device list") (format "line 5: %S" line5))))
      (let ((run (condition-case err (call-interactively (key-binding (kbd "C-c l r")))
                   (error (list :error (error-message-string err))))))
        (limelight-test-report (format "C-c l r right after an edit runs the edited text (status %s)" (plist-get run :status))
                               (unless (equal (plist-get run :status) "passed") (format "result: %S" run))))
      (let* ((proc (jsonrpc--process server))
             (events (jsonrpc-events-buffer server))
             (shutdown (condition-case err (progn (eglot-shutdown server nil nil t) nil)
                         (error (error-message-string err))))
             (stderr (let ((buffer (process-get proc 'jsonrpc-stderr)))
                       (and (buffer-live-p buffer) (with-current-buffer buffer (buffer-string))))))
        (limelight-test-report "eglot-shutdown is clean (no error)" shutdown)
        (with-current-buffer events
          (when (getenv "LIMELIGHT_TEST_EVENTS")
            (append-to-file (point-min) (point-max) (getenv "LIMELIGHT_TEST_EVENTS")))
          (limelight-test-report "the server answered every request without an error"
                                 (save-excursion (goto-char (point-min))
                                                 (when (re-search-forward "^.*:error .*$" nil t) (match-string 0))))
          (limelight-test-report
           "shutdown answered with result null"
           (save-excursion
             (goto-char (point-min))
             (if (not (re-search-forward ":id \\([0-9]+\\) :method \"shutdown\"" nil t))
                 "eglot sent no shutdown request"
               (unless (search-forward (format "(:id %s :jsonrpc \"2.0\" :result nil)" (match-string 1)) nil t)
                 "no null result for it in the events buffer")))))
        (limelight-test-wait 5 (lambda () (not (process-live-p proc))))
        (limelight-test-report "the server ended"
                               (when (process-live-p proc) "still running 5 s after shutdown"))
        (limelight-test-report "nothing on the server's stderr"
                               (when (and stderr (string-match-p "[^[:space:]]" (replace-regexp-in-string
                                                                                 "^Process .* stderr finished$" "" stderr)))
                                 (format "stderr: %s" (substring stderr 0 (min 300 (length stderr))))))))))
(append-to-file "DONE\n" nil limelight-test-out)
(kill-emacs 0)

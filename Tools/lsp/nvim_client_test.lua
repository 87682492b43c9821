-- Drives `limelight serve` from headless Neovim (0.7 or later), as an editor user would: incremental edits typed into
-- a buffer with emoji and CJK text, a quick fix, formatting, folding ranges, semantic tokens and signature help, in
-- the position encoding the client and server agreed (UTF-16 with 0.7, UTF-8 with 0.11).
-- Run by test_limelight_lsp.py: nvim --headless --clean -u NONE -c "luafile Tools/lsp/nvim_client_test.lua"
-- with LIMELIGHT_BIN, NVIM_TEST_DIR and NVIM_TEST_OUT set; writes one "ok NAME" or "FAIL NAME: why" line per check.
local results = {}
local function check(name, ok, detail)
  table.insert(results, (ok and "ok " or "FAIL ") .. name .. ((not ok and detail) and (": " .. detail) or ""))
end
local function finish()
  local f = io.open(os.getenv("NVIM_TEST_OUT"), "w")
  f:write(table.concat(results, "\n") .. "\n")
  f:close()
  vim.cmd("qall!")
end

local ran, err = pcall(function()
  local dir = os.getenv("NVIM_TEST_DIR")
  vim.cmd("edit " .. dir .. "/nvim.scenario")
  local buf = vim.api.nvim_get_current_buf()
  vim.api.nvim_buf_set_lines(buf, 0, -1, false,
    { "title:  日本 🎉", "", "## Setup", "device add 📱 --platfrm ios", "hepl   device" })
  local id = vim.lsp.start_client({ name = "limelight", cmd = { os.getenv("LIMELIGHT_BIN"), "serve" }, root_dir = dir })
  vim.lsp.buf_attach_client(buf, id)
  local client = vim.lsp.get_client_by_id(id)
  vim.wait(15000, function() return #vim.diagnostic.get(buf) == 3 end, 50)
  check("diagnostics", #vim.diagnostic.get(buf) == 3, vim.inspect(vim.diagnostic.get(buf)))
  -- Neovim 0.7 counts UTF-16 units; 0.11 offers UTF-8 too, which the server takes.
  local encoding = client.offset_encoding or "utf-16"
  local sync = client.server_capabilities and client.server_capabilities.textDocumentSync
  check("incremental-sync-advertised", sync and sync.change == 2, vim.inspect(sync))

  local uri = vim.uri_from_bufnr(buf)
  local function request(method, params)
    local answers = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
    return answers[id] and answers[id].result
  end

  -- An incremental edit typed after the emoji and CJK: the typo on line 5 is fixed, the two of line 4 are left.
  vim.api.nvim_buf_set_text(buf, 4, 0, 4, 4, { "help" })
  vim.wait(10000, function() return #vim.diagnostic.get(buf) == 2 end, 50)
  check("incremental-edit", #vim.diagnostic.get(buf) == 2, vim.inspect(vim.diagnostic.get(buf)))

  local actions = request("textDocument/codeAction", {
    textDocument = { uri = uri },
    range = { start = { line = 3, character = 0 }, ["end"] = { line = 3, character = 30 } },
    context = { diagnostics = {} },
  }) or {}
  check("code-action", #actions == 1 and actions[1].kind == "quickfix", vim.inspect(actions))
  if actions[1] then vim.lsp.util.apply_workspace_edit(actions[1].edit, encoding) end
  check("code-action-applied", vim.api.nvim_buf_get_lines(buf, 3, 4, false)[1] == "device add 📱 --platform ios",
    vim.inspect(vim.api.nvim_buf_get_lines(buf, 0, -1, false)))

  local edits = request("textDocument/formatting", { textDocument = { uri = uri }, options = { tabSize = 4, insertSpaces = true } })
  if edits then vim.lsp.util.apply_text_edits(edits, buf, encoding) end
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  if lines[#lines] == "" then table.remove(lines) end
  local want = { "title: 日本 🎉", "", "## Setup", "device add 📱 --platform ios", "help device" }
  check("formatting", vim.deep_equal(lines, want), vim.inspect(lines))
  local again = request("textDocument/formatting", { textDocument = { uri = uri }, options = { tabSize = 4, insertSpaces = true } })
  check("formatting-idempotent", again ~= nil and #again == 0, vim.inspect(again))

  local folds = request("textDocument/foldingRange", { textDocument = { uri = uri } }) or {}
  local section = false
  for _, r in ipairs(folds) do if r.startLine == 2 and r.endLine == 4 then section = true end end
  check("folding", section, vim.inspect(folds))

  local tokens = request("textDocument/semanticTokens/full", { textDocument = { uri = uri } })
  local data = tokens and tokens.data or {}
  -- 'title:' is a property (legend index 7); '"日本 🎉"' is not quoted, so the next token is '## Setup' on line 2.
  check("semantic-tokens", #data % 5 == 0 and data[1] == 0 and data[2] == 0 and data[3] == 6 and data[4] == 7
    and data[6] == 2 and data[9] == 8, vim.inspect(data))

  -- On '--platform', after '📱' (two UTF-16 units, four bytes, one scalar).
  local platform = ({ ["utf-8"] = 16, ["utf-16"] = 14, ["utf-32"] = 13 })[encoding]
  local help = request("textDocument/signatureHelp", { textDocument = { uri = uri }, position = { line = 3, character = platform } })
  check("signature-help", help and help.activeParameter == 1 and help.signatures[1].label:find("^device add NAME") ~= nil,
    vim.inspect(help))
  vim.lsp.stop_client(id)
end)
if not ran then check("script", false, tostring(err)) end
finish()

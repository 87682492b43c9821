-- Headless checks of a Limelight setup in Neovim (0.7 and later), loaded by Tools/editor-client-test after the
-- setup under test (nvim-0.10.lua or nvim-0.7.lua, given to nvim with -u). Writes 'PASS name' / 'FAIL name: why'
-- lines to $LIMELIGHT_TEST_OUT, then quits. $LIMELIGHT_TEST_FULL=1 adds hover and the <leader>lr run keymap.
local out = assert(io.open(os.getenv('LIMELIGHT_TEST_OUT'), 'a'))
local label = os.getenv('LIMELIGHT_TEST_LABEL') or 'nvim'
local function report(name, problem)
  if problem then out:write('FAIL ' .. label .. ': ' .. name .. ': ' .. problem .. '\n')
  else out:write('PASS ' .. label .. ': ' .. name .. '\n') end
  out:flush()
end

local messages = {}
local show = vim.lsp.handlers['window/showMessage']
vim.lsp.handlers['window/showMessage'] = function(err, result, ctx, config)
  table.insert(messages, result and result.message or '')
  if show then return show(err, result, ctx, config) end
end

vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('LIMELIGHT_TEST_FILE')))
local buf = vim.api.nvim_get_current_buf()
local clients = vim.lsp.get_clients or vim.lsp.get_active_clients

local function finish()
  local log = io.open(vim.lsp.get_log_path(), 'r')
  local errors = {}
  if log then
    for line in log:lines() do
      if line:find('ERROR', 1, true) then table.insert(errors, line) end
    end
    log:close()
  end
  report('no ERROR in lsp.log (nothing on the server\'s stderr)', #errors > 0 and errors[1]:sub(1, 300) or nil)
  for _, client in pairs(clients()) do vim.lsp.stop_client(client.id) end
  vim.wait(3000, function() return #clients() == 0 end, 50)
  out:write('DONE\n')
  out:close()
  vim.cmd('qall!')
end

report('filetype is scenario', vim.bo[buf].filetype ~= 'scenario' and ('filetype is ' .. vim.bo[buf].filetype) or nil)
local got = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
local diags = vim.diagnostic.get(buf)
local typo = nil
for _, d in ipairs(diags) do
  if d.lnum == 4 and d.severity == vim.diagnostic.severity.ERROR and d.message:find("unknown command 'devcie'", 1, true) then typo = d end
end
if not got then
  report('diagnostics arrive', 'no diagnostics within 20 s (clients: ' .. #clients() .. ')')
elseif not typo then
  report('diagnostics arrive', 'no error on line 5 for the typo; got: ' .. vim.inspect(diags):gsub('\n', ' '):sub(1, 300))
else
  report('diagnostics arrive (line 5: ' .. typo.message:gsub('\n.*', '') .. ')')
end

if os.getenv('LIMELIGHT_TEST_FULL') == '1' then
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 2, character = 2 } }
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 10000) or {}
  local text = nil
  for _, answer in pairs(answers) do
    local contents = answer.result and answer.result.contents
    if type(contents) == 'table' then text = contents.value or contents[1] elseif type(contents) == 'string' then text = contents end
  end
  if text and text:find('device', 1, true) then report('hover on "device add phone"')
  else report('hover on "device add phone"', 'no help text; got: ' .. vim.inspect(answers):gsub('\n', ' '):sub(1, 300)) end

  if vim.fn.maparg('<leader>lr', 'n') == '' then
    report('<leader>lr runs the scenario on the first press', 'the setup defines no <leader>lr mapping in this buffer')
  else
    vim.cmd('normal ' .. (vim.g.mapleader or '\\') .. 'lr')
    local ran = vim.wait(30000, function() return #messages > 0 end, 50)
    if ran then report('<leader>lr runs the scenario on the first press (' .. messages[1]:gsub('\n.*', '') .. ')')
    else report('<leader>lr runs the scenario on the first press', 'no window/showMessage from the run within 30 s') end
  end
end
finish()

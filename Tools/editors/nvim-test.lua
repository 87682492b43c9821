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

  local leader = vim.g.mapleader or '\\'
  -- Presses KEYS (normal mode) and waits for a window/showMessage containing TEXT; returns it or nil.
  local function press_for_message(keys, text, seconds)
    local before = #messages
    vim.cmd('normal ' .. keys)
    local found = nil
    vim.wait((seconds or 30) * 1000, function()
      for i = before + 1, #messages do
        if messages[i]:find(text, 1, true) then found = messages[i] return true end
      end
      return false
    end, 50)
    return found
  end

  -- K shows the command's help in a floating window (0.7 maps K to :Man unless the setup maps it).
  vim.api.nvim_win_set_cursor(0, { 3, 2 })
  vim.cmd('normal K')
  local floating = vim.wait(10000, function()
    for _, win in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_win_get_config(win).relative ~= '' then return true end
    end
    return false
  end, 50)
  report('K opens the help of the command under the cursor in a float', not floating and 'no floating window within 10 s' or nil)
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= '' then vim.api.nvim_win_close(win, true) end
  end

  -- Completion: the buffer's omnifunc is the LSP's, and it finds the command words (<C-x><C-o> calls it).
  report('omnifunc is the language server\'s (<C-x><C-o> completes)',
    vim.bo[buf].omnifunc ~= 'v:lua.vim.lsp.omnifunc' and ('omnifunc is "' .. vim.bo[buf].omnifunc .. '"') or nil)
  vim.api.nvim_buf_set_lines(buf, 6, 6, false, { 'clock adv' })
  local items = nil
  vim.wait(10000, function()
    local got = vim.lsp.buf_request_sync(buf, 'textDocument/completion',
      { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 6, character = 9 } }, 5000) or {}
    for _, answer in pairs(got) do
      local result = answer.result or {}
      for _, item in ipairs(result.items or result) do
        if item.label == 'advance' then items = item end
      end
    end
    return items ~= nil
  end, 200)
  report('completion after "clock adv" offers "advance"', not items and 'no such item' or nil)
  vim.api.nvim_buf_set_lines(buf, 6, 7, false, {})

  -- Formatting a scenario with an error says so (it changes nothing).
  local said = press_for_message(leader .. 'lf', 'not formatted', 15)
  report('<leader>lf on a scenario with an error says why it is not formatted', not said and 'no window/showMessage saying "not formatted"' or nil)

  if vim.fn.maparg('<leader>lr', 'n') == '' then
    report('<leader>lr runs the scenario on the first press', 'the setup defines no <leader>lr mapping in this buffer')
  else
    local ran = press_for_message(leader .. 'lr', 'typo', 30)
    if ran then report('<leader>lr runs the scenario on the first press (' .. ran:gsub('\n.*', '') .. ')')
    else report('<leader>lr runs the scenario on the first press', 'no window/showMessage from the run within 30 s') end
  end

  -- The quick fix on line 5 ("did you mean 'device'?"), chosen as a person would from the menu.
  vim.ui.select = function(choices, _, on_choice) on_choice(choices[1], 1) end
  vim.api.nvim_win_set_cursor(0, { 5, 2 })
  vim.cmd('normal ' .. leader .. 'la')
  local fixed = vim.wait(15000, function() return vim.api.nvim_buf_get_lines(buf, 4, 5, false)[1] == 'device list' end, 50)
  report('<leader>la applies the quick fix on line 5', not fixed and ('line 5 is "' .. vim.api.nvim_buf_get_lines(buf, 4, 5, false)[1] .. '"') or nil)

  -- Run at once after the edit: the run sees the text as it is now.
  local now = press_for_message(leader .. 'lr', 'typo', 30)
  report('<leader>lr right after an edit runs the edited text (passed)',
    not (now and now:find('passed', 1, true) and not now:find('failed', 1, true)) and ('got: ' .. tostring(now)) or nil)
end
finish()

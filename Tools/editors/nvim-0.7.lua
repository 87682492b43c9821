-- Limelight's language server in Neovim 0.7 to 0.9 (init.lua); `limelight` must be on your PATH.
-- (vim.lsp.start is 0.8+, vim.fs.root 0.10+, and 0.7 reads vim.filetype.add only with filetype.lua turned on.)
vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
  pattern = '*.scenario',
  callback = function(args) vim.bo[args.buf].filetype = 'scenario' end,
})
local function limelight_root(buf)
  local dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ':p:h')
  while true do
    for _, marker in ipairs({ 'Package.swift', 'Scenarios', '.git' }) do
      if vim.loop.fs_stat(dir .. '/' .. marker) then return dir end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then return vim.fn.getcwd() end
    dir = parent
  end
end
local limelight_clients = {} -- one server per root folder
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'scenario',
  callback = function(args)
    local root = limelight_root(args.buf)
    if not limelight_clients[root] then
      limelight_clients[root] = vim.lsp.start_client({
        name = 'limelight',
        cmd = { 'limelight', 'serve' },
        root_dir = root,
        on_exit = function() limelight_clients[root] = nil end,
      })
    end
    vim.lsp.buf_attach_client(args.buf, limelight_clients[root])
    local function map(keys, action, desc) vim.keymap.set('n', keys, action, { buffer = args.buf, desc = desc }) end
    -- Completion with <C-x><C-o> and help with K: Neovim 0.10 sets both itself, 0.7 to 0.9 do not.
    vim.bo[args.buf].omnifunc = 'v:lua.vim.lsp.omnifunc'
    map('K', vim.lsp.buf.hover, 'Help for the command under the cursor (limelight)')
    -- <leader>la: the quick fix for this line; <leader>lf: format (or say why not).
    map('<leader>la', vim.lsp.buf.code_action, 'Quick fix (limelight)')
    map('<leader>lf', function() (vim.lsp.buf.format or vim.lsp.buf.formatting)() end, 'Format this scenario (limelight)')
    -- <leader>lr runs the scenario as the buffer reads now (what the "Run scenario" code lens does), on the first press too.
    map('<leader>lr', function()
      vim.lsp.buf_request(0, 'workspace/executeCommand',
        { command = 'limelight.runScenario', arguments = { vim.uri_from_bufnr(0) } },
        function(err) if err then vim.notify('limelight: ' .. err.message, vim.log.levels.ERROR) end end)
    end, 'Run this scenario (limelight)')
  end,
})

-- Limelight's language server in Neovim 0.10 and later (init.lua); `limelight` must be on your PATH.
vim.filetype.add({ extension = { scenario = 'scenario' } })
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'scenario',
  callback = function(args)
    vim.lsp.start({
      name = 'limelight',
      cmd = { 'limelight', 'serve' },
      root_dir = vim.fs.root(args.buf, { 'Package.swift', 'Scenarios', '.git' }),
    })
    local function map(keys, action, desc) vim.keymap.set('n', keys, action, { buffer = args.buf, desc = desc }) end
    -- K (help) and <C-x><C-o> (completion) are Neovim's own; <leader>la: the quick fix; <leader>lf: format.
    map('<leader>la', vim.lsp.buf.code_action, 'Quick fix (limelight)')
    map('<leader>lf', vim.lsp.buf.format, 'Format this scenario (limelight)')
    -- <leader>lr runs the scenario as the buffer reads now (what the "Run scenario" code lens does), on the first press too.
    map('<leader>lr', function()
      vim.lsp.buf_request(0, 'workspace/executeCommand',
        { command = 'limelight.runScenario', arguments = { vim.uri_from_bufnr(0) } },
        function(err) if err then vim.notify('limelight: ' .. err.message, vim.log.levels.ERROR) end end)
    end, 'Run this scenario (limelight)')
  end,
})

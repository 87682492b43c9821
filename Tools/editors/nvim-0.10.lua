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
    -- <leader>lr runs the scenario (what the "Run scenario" code lens does), on the first press too.
    vim.keymap.set('n', '<leader>lr', function()
      vim.lsp.buf_request(0, 'workspace/executeCommand',
        { command = 'limelight.runScenario', arguments = { vim.uri_from_bufnr(0) } },
        function(err) if err then vim.notify('limelight: ' .. err.message, vim.log.levels.ERROR) end end)
    end, { buffer = args.buf, desc = 'Run this scenario (limelight)' })
  end,
})

-- Amend's language server in a real editor: Neovim (Debian 12's 0.7.2, its built-in client:
-- vim.lsp.start_client / buf_attach_client), headless. Opens a copy of the best_score example,
-- waits for the checker's first answer, saves (AutoTest finds the fault of `best'), waits until
-- the fault's fixes are quick fixes, asks for the code actions on the fault's line, applies the
-- preferred one with Neovim's own apply_workspace_edit, and compares the buffer with the text
-- written by hand in best_score_fixed.e. Waits are vim.wait on conditions with deadlines.
-- Environment: AMEND (the binary), WORK_DIR (a writable folder), EXPECTED (the expected file).
local amend, work, expected_path = os.getenv('AMEND'), os.getenv('WORK_DIR'), os.getenv('EXPECTED')
local scale = tonumber(os.getenv('AMEND_TEST_TIME_SCALE') or '1') or 1

local function finish(ok, message)
  io.stderr:write((ok and 'PASS: ' or 'FAIL: ') .. message .. '\n')
  vim.cmd(ok and 'qall!' or 'cquit 1')
end

local function read(path)
  local f = assert(io.open(path, 'rb'))
  local text = f:read('*a')
  f:close()
  return text
end

vim.cmd('edit ' .. vim.fn.fnameescape(work .. '/best_score.e'))
local buf = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'amend',
  cmd = { amend, 'lsp' },
  root_dir = work,
  init_options = { seed = 1, learning = false },
})
if not client_id then return finish(false, 'the client did not start') end
vim.lsp.buf_attach_client(buf, client_id)

local function faults()
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == 'fault' then table.insert(list, d) end
  end
  return list
end

if not vim.wait(20000 * scale, function()
  local c = vim.lsp.get_client_by_id(client_id)
  return c ~= nil and c.initialized
end, 20) then return finish(false, 'no answer to initialize') end

vim.cmd('write')
if not vim.wait(240000 * scale, function()
  for _, d in ipairs(faults()) do
    if d.message:find('quick fixes', 1, true) then return true end
  end
  return false
end, 50) then return finish(false, 'no fault with fixes after the save') end

local fault = faults()[1]
local params = {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  range = { start = { line = fault.lnum, character = fault.col }, ['end'] = { line = fault.end_lnum, character = fault.end_col } },
  context = { diagnostics = { { range = { start = { line = fault.lnum, character = fault.col }, ['end'] = { line = fault.end_lnum, character = fault.end_col } },
                                message = fault.message, code = fault.code, data = fault.user_data.lsp.data } } },
}
local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000 * scale)
local preferred
for _, response in pairs(responses or {}) do
  for _, action in ipairs(response.result or {}) do
    if action.isPreferred then preferred = action end
  end
end
if not preferred then return finish(false, 'no preferred code action on the fault') end
vim.lsp.util.apply_workspace_edit(preferred.edit, 'utf-16')

local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n') .. '\n'
if text ~= read(expected_path) then
  return finish(false, 'the buffer after "' .. preferred.title .. '" differs from ' .. expected_path .. ':\n' .. text)
end
-- The fault's diagnostics go once the buffer changed (stale).
if not vim.wait(20000 * scale, function() return #faults() == 0 end, 20) then
  return finish(false, 'the fault diagnostics stayed after the fix')
end
finish(true, 'applied "' .. preferred.title .. '"')

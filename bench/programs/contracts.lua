-- Contract checks on the hot path: an account whose invariant is checked on entry and exit of
-- every deposit and withdraw, with pre- and postconditions comparing with the old values.
local function invariant(a)
  assert(a.balance >= 0, "not_negative")
  assert(a.operations >= 0, "operations_not_negative")
end

local function make()
  local a = { balance = 0, operations = 0 }
  assert(a.balance == 0 and a.operations == 0, "empty")
  invariant(a)
  return a
end

local function deposit(a, amount)
  invariant(a)
  assert(amount > 0, "positive")
  local old_balance, old_operations = a.balance, a.operations
  a.balance = a.balance + amount
  a.operations = a.operations + 1
  assert(a.balance == old_balance + amount, "added")
  assert(a.operations == old_operations + 1, "counted")
  invariant(a)
end

local function withdraw(a, amount)
  invariant(a)
  assert(amount > 0, "positive")
  assert(amount <= a.balance, "enough")
  local old_balance, old_operations = a.balance, a.operations
  a.balance = a.balance - amount
  a.operations = a.operations + 1
  assert(a.balance == old_balance - amount, "taken")
  assert(a.operations == old_operations + 1, "counted")
  invariant(a)
end

local a = make()
local total = 0
local i = 1
while i <= 300000 do
  deposit(a, i % 100 + 1)
  if a.balance > 50 then
    withdraw(a, a.balance % 37 + 1)
  end
  total = (total + a.balance) % 1000000007
  i = i + 1
end
print("contracts checksum = " .. total .. " operations = " .. a.operations)

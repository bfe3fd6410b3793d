-- Object creation and attribute access: build a linked list of small nodes and walk it.
local first = nil
local i = 1
while i <= 200000 do
  first = { value = i % 1000, next = first }
  i = i + 1
end
local total = 0
local k = 1
while k <= 8 do
  local n = first
  while n ~= nil do
    total = (total + n.value * k) % 1000000007
    n = n.next
  end
  k = k + 1
end
print("objects checksum = " .. total)

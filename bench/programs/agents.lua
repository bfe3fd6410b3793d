-- Agents on the hot path: a closure with one bound operand and a predicate closure, each
-- called 300,000 times (the same algorithm as agents.e and agents.py).
local function mix(a, b, k)
  return (a * k + b) % 1000003
end

local combine = function(a, b) return mix(a, b, 31) end
local keep = function(x) return x % 3 ~= 0 end
local acc, kept = 0, 0
local i = 1
while i <= 300000 do
  acc = combine(acc, i)
  if keep(acc) then
    kept = kept + 1
  end
  i = i + 1
end
print("agents checksum = " .. acc .. " kept = " .. kept)

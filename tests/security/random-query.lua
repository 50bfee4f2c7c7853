-- wrk: every request asks for /slots with a query parameter no page reads, never the same twice
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/slots?r=" .. counter .. "-" .. math.random(1, 1000000000))
end

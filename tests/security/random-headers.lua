-- wrk: every request carries a random value of one header or cookie (the mode, the script's first
-- argument after --): half of them made up and never the same twice, half real ones. "fixed" sends
-- the -H headers as they are, so the cached rate is measured through the same script.
local mode = "fixed"
local counter = 0
local real = {
  ["accept-language"] = { "en", "zh-CN,zh;q=0.9", "ms-MY", "vi", "th", "bn-BD;q=0.8,en;q=0.5", "es", "ru" },
  viewport = { "mobile", "tablet", "desktop", "desktopWide", "mobileWide" },
  locale = { "en", "cn", "ms", "vi", "esp", "rus" },
}

init = function(args)
  mode = args[1] or "fixed"
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end

local function letters(n)
  local s = ""
  for _ = 1, n do s = s .. string.char(97 + math.random(0, 25)) end
  return s
end

local function value()
  counter = counter + 1
  if counter % 2 == 0 then
    local list = real[mode]
    return list[math.random(#list)]
  end
  -- a well-formed tag or name that means nothing here, or plain noise
  if counter % 4 == 1 then return letters(2) .. "-" .. string.upper(letters(2)) end
  return "r" .. counter .. "-" .. math.random(1, 1000000000)
end

request = function()
  local headers = {}
  for name, v in pairs(wrk.headers) do headers[name] = v end
  if mode == "accept-language" then headers["Accept-Language"] = value()
  elseif mode == "viewport" then headers["Cookie"] = "viewport=" .. value()
  elseif mode == "locale" then headers["Cookie"] = "i18n_redirected=" .. value()
  end
  return wrk.format(nil, nil, headers)
end

import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const EVIL = '1px;background:url(https://evil.example/track.png)';
const CASINO9 = 'site-configs/templates/casino9.json';
const at = (line: number, column: number, pointer: string, message: string) => ({
  ruleId: 'design-token',
  severity: 'error' as const,
  file: CASINO9,
  line,
  column,
  pointer,
  message,
});

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped templates', lint: 'site-configs/templates' }],
  invalid: [
    {
      name: 'reports each font and radius token that is not one CSS value of its kind, where it is set',
      files: { [CASINO9]: fixture(import.meta.url, 'casino9.json') },
      problems: [
        at(
          8,
          27,
          '/schemes/color1-1/font',
          `scheme "color1-1" token font is ${JSON.stringify(EVIL)}: not one CSS value (unexpected input); expected a CSS font-family list (e.g. "system-ui, 'Segoe UI', sans-serif")`,
        ),
        at(
          9,
          29,
          '/schemes/color1-2/radius',
          `scheme "color1-2" token radius is ${JSON.stringify(EVIL)}: not one CSS value (unexpected input); expected one non-negative CSS length or percentage (e.g. "10px", "0.5rem")`,
        ),
        at(
          10,
          55,
          '/schemes/color1-3/radius',
          'scheme "color1-3" token radius is "-4px": does not match its grammar; expected one non-negative CSS length or percentage (e.g. "10px", "0.5rem")',
        ),
        at(
          11,
          27,
          '/schemes/color1-4/font',
          `scheme "color1-4" token font is "inherit": does not match its grammar; expected a CSS font-family list (e.g. "system-ui, 'Segoe UI', sans-serif")`,
        ),
      ],
    },
  ],
});

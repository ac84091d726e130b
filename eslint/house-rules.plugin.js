/** The repository's own lint rules (naming and placement conventions from README "Architecture"). */
import { portAdaptersRule } from './port-adapters.rule.js';

export const houseRules = {
  meta: { name: 'house-rules' },
  rules: { 'port-adapters': portAdaptersRule },
};

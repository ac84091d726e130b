/** The repository's own lint rules (naming and placement conventions from README "Architecture"). */
import { fileNamingRule } from './file-naming.rule.js';
import { portAdaptersRule } from './port-adapters.rule.js';

export const houseRules = {
  meta: { name: 'house-rules' },
  rules: { 'file-naming': fileNamingRule, 'port-adapters': portAdaptersRule },
};

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {RULES_DIR, TIER_MEANINGS, rulesByTier} from '@site/config/qualityScale';
import styles from './styles.module.css';

/** One row per tier: what it means and how many rules it adds, from the data file. */
export default function TierOverview(): ReactNode {
  const groups = rulesByTier();
  const cumulative = groups.map((_, index) =>
    groups.slice(0, index + 1).reduce((sum, group) => sum + group.rules.length, 0),
  );
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>等级</th>
          <th>含义</th>
          <th>新增规则</th>
          <th>累计规则</th>
        </tr>
      </thead>
      <tbody>
        {groups.map(({tier, label, rules}, index) => {
          return (
            <tr key={tier}>
              <td>
                <Link to={`/docs/${RULES_DIR}#${tier}`}>{label}</Link>
                <br />
                <code>{tier}</code>
              </td>
              <td>{TIER_MEANINGS[tier]}</td>
              <td>{rules.length}</td>
              <td>{cumulative[index]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

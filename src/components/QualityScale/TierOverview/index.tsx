import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {RULES_DIR, rulesByTier} from '@site/config/qualityScale';
import styles from './styles.module.css';

const MEANING: Readonly<Record<string, string>> = {
  bronze:
    '新集成进入 Home Assistant Core 的最低要求：能用界面配置、代码结构清楚、有基本测试与文档。',
  silver:
    '出错时行为可靠：可卸载、会重新认证、不可用时有记录、测试覆盖充分，并有明确的代码负责人。',
  gold: '用户体验完整：设备与实体信息齐全、可发现、可重新配置、有诊断信息与翻译，文档覆盖使用场景与排错。',
  platinum: '技术上最好的实现：依赖库异步、共享 HTTP 会话、全面的严格类型检查。',
};

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
              <td>{MEANING[tier]}</td>
              <td>{rules.length}</td>
              <td>{cumulative[index]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

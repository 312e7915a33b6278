import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ruleTitles from '@quality-scale-rule-titles';
import {RULES_DIR, TIER_LABELS, tierOf, type Tier} from '@site/config/qualityScale';
import styles from './styles.module.css';

interface TierBadgeProps {
  readonly ruleId: string;
}

const tierClass: Readonly<Record<Tier, string | undefined>> = {
  bronze: styles.bronze,
  silver: styles.silver,
  gold: styles.gold,
  platinum: styles.platinum,
};

/** The tier of a quality-scale rule, read from the data file. */
export default function TierBadge({ruleId}: TierBadgeProps): ReactNode {
  const tier = tierOf(ruleId);
  if (!tier) return null;
  const className = clsx(styles.badge, tierClass[tier]);
  const label = `${TIER_LABELS[tier]}规则`;
  return (
    <p className={styles.line}>
      {ruleTitles.hasIndex ? (
        <Link to={`/docs/${RULES_DIR}#${tier}`} className={className}>
          {label}
        </Link>
      ) : (
        <span className={className}>{label}</span>
      )}
      <code className={styles.id}>{ruleId}</code>
    </p>
  );
}

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {AREAS} from '@site/config/areas';
import styles from './styles.module.css';

export default function AreaCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="areas-heading">
      <div className="container">
        <h2 id="areas-heading">按领域浏览</h2>
        <ul className={styles.grid}>
          {AREAS.map((area) => (
            <li key={area.to}>
              <Link className={styles.card} to={area.to}>
                <span className={styles.cardTitle}>{area.label}</span>
                <span className={styles.cardText}>{area.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Hero from './_home/Hero';
import AreaCards from './_home/AreaCards';
import LatestPosts from './_home/LatestPosts';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="首页" description={`${siteConfig.title}：${siteConfig.tagline}`}>
      <Hero title={siteConfig.title} tagline={siteConfig.tagline} />
      <main>
        <AreaCards />
        <LatestPosts />
      </main>
    </Layout>
  );
}

import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackgroundBlock } from '../../components/BackgroundBlock';
import { PageSection } from '../../components/PageSection';
import { Paragraphs } from '../../components/Paragraphs';
import { Reveal } from '../../components/Reveal';
import { TextList } from '../../components/TextList';
import {
  CASES_SECTION,
  COMPARISON,
  CTA,
  FEATURES,
  HERO,
  HOME_COUNSEL_PATH,
  INFORMATION,
  STATISTICS,
  TAX_WARNING,
} from '../../content/home';
import { CALCULATOR_LINK } from '../../content/pages';
import { useHomeTexts, useSuccessCaseCards } from '../../siteContent';
import { button } from '../../styles/button.css';
import * as sections from '../../styles/section.css';
import * as styles from './HomePage.css';
import { SuccessCarousel } from './SuccessCarousel';

/** The hero's and the closing band's link to counsel: the same large light button on blue. */
function CounselButton({ label }: { label: string }) {
  return (
    <Link to={HOME_COUNSEL_PATH} className={button({ tone: 'onDark', size: 'lg' })}>
      {label}
    </Link>
  );
}

const TONES = { dark: styles.dark, muted: styles.muted };

/** A band of the home page: its title over a centred column; `tone` sets the band's colours. */
function HomeSection({
  titleId,
  title,
  tone,
  innerClassName,
  children,
}: {
  titleId: string;
  title: string;
  tone?: keyof typeof TONES;
  /** Added to the centred column's class. */
  innerClassName?: string;
  children: ReactNode;
}) {
  return (
    <PageSection
      reveal
      titleId={titleId}
      title={title}
      className={tone ? `${styles.section} ${TONES[tone]}` : styles.section}
      titleClassName={styles.sectionTitle}
      innerClassName={innerClassName ? `${styles.inner} ${innerClassName}` : styles.inner}
    >
      {children}
    </PageSection>
  );
}

export function HomePage() {
  // The lead texts are the firm's (decision 152); the rest of the page's copy is its own.
  const texts = useHomeTexts();
  const successCases = useSuccessCaseCards();
  return (
    <>
      {/* The hero heading is the largest paint: it is in the HTML and never animated in. The
          poster is not (too plain a picture for the browser to count), so it loads lazily, after
          the first paint (decision 158). */}
      <BackgroundBlock
        className={styles.hero}
        image={HERO.poster}
        videoSrc={HERO.video}
        overlay
        aria-labelledby="home-hero-title"
      >
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{texts.hero.eyebrow}</p>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {/* One line each; the title keeps its line breaks (white-space: pre-line). */}
            {texts.hero.title.join('\n')}
          </h1>
          <p className={styles.heroLead}>{texts.hero.lead}</p>
          <CounselButton label={HERO.cta} />
        </div>
      </BackgroundBlock>

      <HomeSection titleId="home-comparison-title" title={texts.comparison.title}>
        <p className={styles.sectionLead}>{texts.comparison.lead}</p>
        <div className={styles.comparison}>
          {(['failure', 'success'] as const).map((side) => (
            <div key={side} className={styles.comparisonSide} data-side={side}>
              <h3 className={styles.comparisonLabel}>{COMPARISON[side].label}</h3>
              <TextList items={COMPARISON[side].points} className={styles.comparisonList} />
            </div>
          ))}
        </div>
      </HomeSection>

      <HomeSection titleId="home-statistics-title" title={texts.statistics.title} tone="dark">
        <dl className={styles.statistics}>
          {STATISTICS.items.map((item) => (
            <div key={item.label} className={styles.statistic}>
              <dt className={styles.statisticLabel}>{item.label}</dt>
              <dd className={styles.statisticValue}>{item.value}</dd>
              <dd className={styles.statisticNote}>{item.note}</dd>
            </div>
          ))}
        </dl>
      </HomeSection>

      <HomeSection
        titleId="home-warning-title"
        title={texts.taxWarning.title}
        innerClassName={styles.warning}
      >
        <TextList items={TAX_WARNING.items} className={styles.warningList} />
        <p className={styles.warningNote}>{texts.taxWarning.note}</p>
        <Link to="/calculator" className={`${button({ tone: 'outline' })} ${styles.warningLink}`}>
          {CALCULATOR_LINK.label}
        </Link>
      </HomeSection>

      <Reveal
        as="section"
        className={`${styles.section} ${styles.muted}`}
        aria-labelledby="home-information-title"
      >
        <div className={`${styles.inner} ${styles.information}`}>
          <div>
            <h2 id="home-information-title" className={styles.sectionTitle}>
              {texts.information.title}
            </h2>
            <Paragraphs lines={texts.information.paragraphs} className={styles.paragraph} />
          </div>
          <img
            className={styles.informationImage}
            src={INFORMATION.image.src}
            width={INFORMATION.image.width}
            height={INFORMATION.image.height}
            alt={INFORMATION.image.alt}
            loading="lazy"
            decoding="async"
          />
        </div>
      </Reveal>

      <HomeSection titleId="home-features-title" title={texts.features.title}>
        <ol className={sections.cardGrid}>
          {FEATURES.items.map((feature, index) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.featureNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p>{feature.content}</p>
            </li>
          ))}
        </ol>
      </HomeSection>

      <Reveal
        as="section"
        className={`${styles.section} ${styles.muted}`}
        aria-labelledby="home-cases-title"
      >
        <div className={styles.inner}>
          <h2 id="home-cases-title" className={styles.sectionTitle}>
            {texts.cases.title}
          </h2>
          <p className={styles.sectionLead}>{texts.cases.lead}</p>
        </div>
        <div className={styles.carouselFrame}>
          <SuccessCarousel cases={successCases} />
        </div>
        <div className={`${styles.inner} ${styles.more}`}>
          <Link to="/success-case" className={button({ tone: 'outline' })}>
            {CASES_SECTION.more}
          </Link>
        </div>
      </Reveal>

      <BackgroundBlock className={styles.cta} aria-labelledby="home-cta-title">
        <Reveal className={styles.ctaInner}>
          <h2 id="home-cta-title" className={styles.sectionTitle}>
            {texts.cta.title}
          </h2>
          <p className={styles.sectionLead}>{texts.cta.lead}</p>
          <CounselButton label={CTA.button} />
        </Reveal>
      </BackgroundBlock>
    </>
  );
}

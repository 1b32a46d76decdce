import { Link } from '@tanstack/react-router';
import { BackgroundBlock } from '../../components/BackgroundBlock';
import { Reveal } from '../../components/Reveal';
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
import { SUCCESS_CASES } from '../../content/successCases';
import { button } from '../../styles/button.css';
import * as sections from '../../styles/section.css';
import * as styles from './HomePage.css';
import { SuccessCarousel } from './SuccessCarousel';

export function HomePage() {
  return (
    <>
      {/* The hero heading is the largest paint: it is in the HTML and never animated in. */}
      <BackgroundBlock
        className={styles.hero}
        image={HERO.poster}
        videoSrc={HERO.video}
        overlay
        priority
        aria-labelledby="home-hero-title"
      >
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{HERO.eyebrow}</p>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {HERO.title}
          </h1>
          <p className={styles.heroLead}>{HERO.lead}</p>
          <Link to={HOME_COUNSEL_PATH} className={button({ tone: 'onDark', size: 'lg' })}>
            {HERO.cta}
          </Link>
        </div>
      </BackgroundBlock>

      <Reveal as="section" className={styles.section} aria-labelledby="home-comparison-title">
        <div className={styles.inner}>
          <h2 id="home-comparison-title" className={styles.sectionTitle}>
            {COMPARISON.title}
          </h2>
          <p className={styles.sectionLead}>{COMPARISON.lead}</p>
          <div className={styles.comparison}>
            {(['failure', 'success'] as const).map((side) => (
              <div key={side} className={styles.comparisonSide} data-side={side}>
                <h3 className={styles.comparisonLabel}>{COMPARISON[side].label}</h3>
                <ul className={styles.comparisonList}>
                  {COMPARISON[side].points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </Reveal>

      <Reveal
        as="section"
        className={`${styles.section} ${styles.dark}`}
        aria-labelledby="home-statistics-title"
      >
        <div className={styles.inner}>
          <h2 id="home-statistics-title" className={styles.sectionTitle}>
            {STATISTICS.title}
          </h2>
          <dl className={styles.statistics}>
            {STATISTICS.items.map((item) => (
              <div key={item.label} className={styles.statistic}>
                <dt className={styles.statisticLabel}>{item.label}</dt>
                <dd className={styles.statisticValue}>{item.value}</dd>
                <dd className={styles.statisticNote}>{item.note}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Reveal>

      <Reveal as="section" className={styles.section} aria-labelledby="home-warning-title">
        <div className={`${styles.inner} ${styles.warning}`}>
          <h2 id="home-warning-title" className={styles.sectionTitle}>
            {TAX_WARNING.title}
          </h2>
          <ul className={styles.warningList}>
            {TAX_WARNING.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.warningNote}>{TAX_WARNING.note}</p>
          <Link to="/calculator" className={`${button({ tone: 'outline' })} ${styles.warningLink}`}>
            {CALCULATOR_LINK.label}
          </Link>
        </div>
      </Reveal>

      <Reveal
        as="section"
        className={`${styles.section} ${styles.muted}`}
        aria-labelledby="home-information-title"
      >
        <div className={`${styles.inner} ${styles.information}`}>
          <div>
            <h2 id="home-information-title" className={styles.sectionTitle}>
              {INFORMATION.title}
            </h2>
            {INFORMATION.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
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

      <Reveal as="section" className={styles.section} aria-labelledby="home-features-title">
        <div className={styles.inner}>
          <h2 id="home-features-title" className={styles.sectionTitle}>
            {FEATURES.title}
          </h2>
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
        </div>
      </Reveal>

      <Reveal
        as="section"
        className={`${styles.section} ${styles.muted}`}
        aria-labelledby="home-cases-title"
      >
        <div className={styles.inner}>
          <h2 id="home-cases-title" className={styles.sectionTitle}>
            {CASES_SECTION.title}
          </h2>
          <p className={styles.sectionLead}>{CASES_SECTION.lead}</p>
        </div>
        <div className={styles.carouselFrame}>
          <SuccessCarousel cases={SUCCESS_CASES} />
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
            {CTA.title}
          </h2>
          <p className={styles.sectionLead}>{CTA.lead}</p>
          <Link to={HOME_COUNSEL_PATH} className={button({ tone: 'onDark', size: 'lg' })}>
            {CTA.button}
          </Link>
        </Reveal>
      </BackgroundBlock>
    </>
  );
}

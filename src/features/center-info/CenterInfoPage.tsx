import { useRef } from 'react';
import { CtaSection } from '../../components/CtaSection';
import { PageBanner } from '../../components/PageBanner';
import { PageSection } from '../../components/PageSection';
import { Paragraphs } from '../../components/Paragraphs';
import { Reveal } from '../../components/Reveal';
import { CENTER_INFO } from '../../content/centerInfo';
import * as sections from '../../styles/section.css';
import * as styles from './CenterInfoPage.css';
import { useScrollReveal } from './useScrollReveal';

const { banner, intro, services, cta } = CENTER_INFO;

export function CenterInfoPage() {
  const introRef = useRef<HTMLElement>(null);
  useScrollReveal(introRef);

  return (
    <>
      <PageBanner titleId="center-info-title" copy={banner} />

      <section ref={introRef} className={styles.intro} aria-labelledby="center-intro-title">
        <h2 id="center-intro-title" className={styles.introTitle}>
          {intro.title}
        </h2>
        <div className={styles.messages}>
          {intro.messages.map((message) => (
            <p key={message} className={styles.message} data-scroll-reveal="">
              {message}
            </p>
          ))}
        </div>
      </section>

      <PageSection
        titleId="center-services-title"
        title={CENTER_INFO.servicesTitle}
        className={styles.servicesSection}
        innerClassName={sections.sectionInner}
      >
        <ul className={sections.cardGrid}>
          {services.map((service, index) => (
            <Reveal as="li" key={service.title} className={styles.service}>
              <span className={styles.serviceNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.serviceTitle}>{service.title}</h3>
              <Paragraphs lines={service.lines} className={styles.serviceLine} />
            </Reveal>
          ))}
        </ul>
      </PageSection>

      <CtaSection titleId="center-cta-title" copy={cta} />
    </>
  );
}

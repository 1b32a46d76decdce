import { useRef } from 'react';
import { CtaSection } from '../../components/CtaSection';
import { PageBanner } from '../../components/PageBanner';
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

      <section className={styles.servicesSection} aria-labelledby="center-services-title">
        <div className={sections.sectionInner}>
          <h2 id="center-services-title" className={sections.sectionTitle}>
            {CENTER_INFO.servicesTitle}
          </h2>
          <ul className={sections.cardGrid}>
            {services.map((service, index) => (
              <Reveal as="li" key={service.title} className={styles.service}>
                <span className={styles.serviceNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.serviceTitle}>{service.title}</h3>
                {service.lines.map((line) => (
                  <p key={line} className={styles.serviceLine}>
                    {line}
                  </p>
                ))}
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <CtaSection titleId="center-cta-title" title={cta.title} body={cta.body} label={cta.label} />
    </>
  );
}

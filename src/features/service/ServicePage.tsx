import { AccordionItem } from '../../components/AccordionItem';
import { CtaSection } from '../../components/CtaSection';
import { PageBanner } from '../../components/PageBanner';
import { Reveal } from '../../components/Reveal';
import { useAccordion } from '../../components/useAccordion';
import { PROCESS_STEPS, SERVICE_CLOSING, SERVICE_INTRO, SERVICES } from '../../content/services';
import * as sections from '../../styles/section.css';
import * as styles from './ServicePage.css';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function ServicePage() {
  const { isOpen, toggle } = useAccordion();
  return (
    <>
      <PageBanner titleId="service-title" copy={SERVICE_INTRO} />

      <section className={sections.sectionInner} aria-labelledby="service-list-title">
        <h2 id="service-list-title" className={sections.sectionTitle}>
          {SERVICE_INTRO.servicesTitle}
        </h2>
        <div className={styles.services}>
          {SERVICES.map((service) => (
            <AccordionItem
              key={service.id}
              domId={`service-${service.id}`}
              marker={twoDigits(service.id)}
              title={service.title}
              open={isOpen(service.id)}
              onToggle={() => toggle(service.id)}
              className={styles.service}
              buttonClassName={styles.serviceButton}
              panelClassName={styles.servicePanel}
            >
              <p className={styles.serviceSummary}>{service.summary}</p>
              <ul className={styles.serviceLines}>
                {service.description.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </AccordionItem>
          ))}
        </div>
      </section>

      <section className={styles.processSection} aria-labelledby="service-process-title">
        <div className={sections.sectionInner}>
          <h2 id="service-process-title" className={sections.sectionTitle}>
            {SERVICE_INTRO.processTitle}
          </h2>
          <p className={styles.sectionLead}>{SERVICE_INTRO.processLead}</p>
          <ol className={sections.cardGrid}>
            {PROCESS_STEPS.map((step, index) => (
              <Reveal as="li" key={step.title} className={styles.step}>
                <span className={styles.stepNumber}>STEP {twoDigits(index + 1)}</span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.description}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <CtaSection
        titleId="service-closing-title"
        title={SERVICE_CLOSING.title}
        body={SERVICE_CLOSING.body}
        label={SERVICE_CLOSING.ctaLabel}
        bodyClassName={styles.closingText}
      />
    </>
  );
}

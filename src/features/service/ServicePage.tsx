import { AccordionItem } from '../../components/AccordionItem';
import { CtaSection } from '../../components/CtaSection';
import { PageBanner } from '../../components/PageBanner';
import { PageSection } from '../../components/PageSection';
import { Reveal } from '../../components/Reveal';
import { TextList } from '../../components/TextList';
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

      <PageSection
        titleId="service-list-title"
        title={SERVICE_INTRO.servicesTitle}
        className={sections.sectionInner}
      >
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
              <TextList items={service.description} className={styles.serviceLines} />
            </AccordionItem>
          ))}
        </div>
      </PageSection>

      <PageSection
        titleId="service-process-title"
        title={SERVICE_INTRO.processTitle}
        className={styles.processSection}
        innerClassName={sections.sectionInner}
      >
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
      </PageSection>

      <CtaSection
        titleId="service-closing-title"
        copy={SERVICE_CLOSING}
        bodyClassName={styles.closingText}
      />
    </>
  );
}

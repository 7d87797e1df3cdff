// AboutUs (SPEC §2): content/pages/about.yaml rendered by RichText from the
// toolchain's safe tree, then the app's version of SPEC §9 (site.yaml's
// appVersion and appVersionCode: "Version 1.4.0 (140)").
import { site } from '@content/site';
import { RichText } from '@/components/rich-text/rich-text';
import { useMessage } from '@/components/use-message';
import { ContentPageFrame } from './content-page-frame';

export default function AboutPage() {
  const t = useMessage();
  return (
    <ContentPageFrame
      id="about"
      failedText={t('about.loadFailed')}
      footer={
        <p className="about-page__version">
          {t('about.version', { version: site.appVersion, code: String(site.appVersionCode) })}
        </p>
      }
    >
      {(body, marked) => (
        <div className="info-page__body" {...marked}>
          <RichText blocks={body} className="rich-text info-page__text" />
        </div>
      )}
    </ContentPageFrame>
  );
}

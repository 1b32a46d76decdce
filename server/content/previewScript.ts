import { createHash } from 'node:crypto';

// The content preview (decision 298) runs none of the site's scripts: they would route by the
// frame's own address. Its accordions (the FAQ's answers, the services) would then stay shut, so
// the preview carries this one script, allowed by its hash alone: a button that controls a panel
// opens and closes it as the site's own accordion does.
export const PREVIEW_SCRIPT = `document.addEventListener('click',function(event){
var button=event.target instanceof Element?event.target.closest('button[aria-controls][aria-expanded]'):null;
if(!button)return;
var panel=document.getElementById(button.getAttribute('aria-controls')||'');
if(!panel||!panel.hasAttribute('data-open'))return;
var open=button.getAttribute('aria-expanded')!=='true';
button.setAttribute('aria-expanded',String(open));
panel.setAttribute('data-open',String(open));
panel.toggleAttribute('inert',!open);
var item=button.parentElement&&button.parentElement.closest('[data-open]');
if(item&&item!==panel)item.setAttribute('data-open',String(open));
var arrow=button.querySelector('[data-direction]');
if(arrow)arrow.setAttribute('data-direction',open?'up':'down');
});`;

/** The script's CSP source: the preview's policy allows it and nothing else. */
export const PREVIEW_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PREVIEW_SCRIPT).digest('base64')}'`;

/** The rendered page with the preview's script at the end of its body. */
export function withPreviewScript(html: string): string {
  const tag = `<script>${PREVIEW_SCRIPT}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + tag : `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

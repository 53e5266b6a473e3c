import { qrViewBox } from './two-step-sign-in';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Draws the QR code the server sent as one SVG path, through DOM calls only: no markup is parsed
 * and no image address is made, so the content security policy has nothing to allow. Black
 * modules; the host's background is white whatever the theme, as scanners need.
 */
export function drawQr(host: HTMLElement, qr: { size: number; path: string }, label: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', qrViewBox(qr.size));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const modules = document.createElementNS(SVG, 'path');
  modules.setAttribute('d', qr.path);
  modules.setAttribute('fill', '#000000');
  svg.append(modules);
  host.replaceChildren(svg);
  return svg;
}

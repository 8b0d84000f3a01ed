import type { Locator } from '@playwright/test'

/**
 * The contrast between an element's focus outline and what it is drawn on (the nearest ancestor background: the
 * ring sits outside the element, unless its offset is negative). WCAG 2.2 asks 3:1 of a focus indicator against its surroundings.
 */
export function focusRingContrast(
  element: Locator,
): Promise<{ outline: string; background: string; ratio: number }> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    // Any CSS colour (rgb, oklab, …) as [r, g, b, alpha 0-255], through a canvas pixel.
    const context = document.createElement('canvas').getContext('2d')!
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data]
    }
    let background = 'rgba(0, 0, 0, 0)'
    // A ring drawn inside the element (a negative offset, as on menu items) sits on the element's own background.
    const inset = parseFloat(style.outlineOffset) < 0
    for (let parent = inset ? node : node.parentElement; parent; parent = parent.parentElement) {
      const color = getComputedStyle(parent).backgroundColor
      if ((rgb(color)[3] ?? 255) > 0) {
        background = color
        break
      }
    }
    if ((rgb(background)[3] ?? 255) === 0) background = 'rgb(255, 255, 255)'
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((channel) => {
        const c = channel / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a)
    const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      background,
      ratio: visible ? (light! + 0.05) / (dark! + 0.05) : 0,
    }
  })
}

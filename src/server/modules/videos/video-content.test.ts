import { describe, expect, it } from 'vitest'

import { sniffVideoContainer } from './video-content.ts'
import { MP4_CLIP, WEBM_CLIP } from './videos-test-support.ts'

const isoMedia = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(52)])

describe('sniffVideoContainer', () => {
  it('knows the real clips', () => {
    expect(sniffVideoContainer(MP4_CLIP.subarray(0, 64))).toEqual({ extension: '.mp4' })
    expect(sniffVideoContainer(WEBM_CLIP.subarray(0, 64))).toEqual({ extension: '.webm' })
  })

  it('tells QuickTime from MP4, and Matroska from WebM', () => {
    expect(sniffVideoContainer(isoMedia('qt  '))).toEqual({ extension: '.mov' })
    expect(sniffVideoContainer(isoMedia('mp42'))).toEqual({ extension: '.mp4' })
    const matroska = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88]),
      Buffer.from('matroska'),
    ])
    expect(sniffVideoContainer(matroska)).toEqual({ extension: '.mkv' })
    expect(sniffVideoContainer(Buffer.from('OggS\u0000\u0002', 'latin1'))).toEqual({ extension: '.ogv' })
  })

  it('refuses still images, audio alone and everything else', () => {
    for (const brand of ['heic', 'avif', 'mif1', 'M4A '])
      expect(sniffVideoContainer(isoMedia(brand))).toBeNull()
    for (const text of ['', 'ftyp', '<!doctype html><video>', '%PDF-1.7', 'GIF89a']) {
      expect(sniffVideoContainer(Buffer.from(text, 'latin1'))).toBeNull()
    }
  })
})

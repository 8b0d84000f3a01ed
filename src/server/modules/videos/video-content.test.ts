import { describe, expect, it } from 'vitest'

import { sniffVideoContainer } from './video-content.ts'
import { MP4_CLIP, WEBM_CLIP } from './videos-test-support.ts'

const isoMedia = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(52)])

/** An EBML header whose only element is the DocType ("webm" or "matroska"), as Matroska files begin. */
function ebmlHeader(docType: string) {
  const docTypeElement = Buffer.concat([
    Buffer.from([0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType),
  ])
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docTypeElement.length]), docTypeElement])
}

/** An Ogg page whose first packet starts with `codecHeader` (at byte 28, after a one-segment page header). */
function oggPage(codecHeader: Buffer) {
  const header = Buffer.alloc(28)
  header.write('OggS', 0, 'latin1')
  header[5] = 0x02 // the first page of its stream
  header[26] = 1 // one segment
  header[27] = codecHeader.length
  return Buffer.concat([header, codecHeader, Buffer.alloc(64)])
}

describe('sniffVideoContainer', () => {
  it('knows the real clips', async () => {
    expect(await sniffVideoContainer(MP4_CLIP.subarray(0, 4100))).toEqual({ extension: '.mp4' })
    expect(await sniffVideoContainer(WEBM_CLIP.subarray(0, 4100))).toEqual({ extension: '.webm' })
  })

  it('tells QuickTime from MP4, Matroska from WebM, and Theora in Ogg', async () => {
    expect(await sniffVideoContainer(isoMedia('qt  '))).toEqual({ extension: '.mov' })
    expect(await sniffVideoContainer(isoMedia('mp42'))).toEqual({ extension: '.mp4' })
    expect(await sniffVideoContainer(isoMedia('M4V '))).toEqual({ extension: '.mp4' })
    expect(await sniffVideoContainer(ebmlHeader('matroska'))).toEqual({ extension: '.mkv' })
    expect(await sniffVideoContainer(ebmlHeader('webm'))).toEqual({ extension: '.webm' })
    const theora = Buffer.concat([Buffer.from([0x80]), Buffer.from('theora', 'latin1')])
    expect(await sniffVideoContainer(oggPage(theora))).toEqual({ extension: '.ogv' })
  })

  it('refuses still images, audio alone and everything else', async () => {
    for (const brand of ['heic', 'avif', 'mif1', 'M4A '])
      expect(await sniffVideoContainer(isoMedia(brand))).toBeNull()
    const vorbis = Buffer.concat([Buffer.from([0x01]), Buffer.from('vorbis', 'latin1')])
    expect(await sniffVideoContainer(oggPage(vorbis))).toBeNull()
    for (const text of ['', 'ftyp', '<!doctype html><video>', '%PDF-1.7', 'GIF89a']) {
      expect(await sniffVideoContainer(Buffer.from(text, 'latin1'))).toBeNull()
    }
  })
})

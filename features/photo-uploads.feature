@api
Feature: Uploading tour photos
  The admin page sends each photo to a one-time upload address from the server (docs/architecture.md §3). The
  server keeps only real JPEG, PNG and WebP images of at most 10 MB (docs/product.md §5), re-encoded without
  their metadata, and serves them to every visitor.

  Background:
    Given the operator has an admin session

  Rule: A real photo is stored and served as the image it is

    Scenario Outline: The operator uploads a <format> photo
      When the operator uploads a <format> photo
      Then the photo is accepted
      And visitors get it as "<content type>", cached for good and never sniffed

      Examples:
        | format | content type |
        | JPEG   | image/jpeg   |
        | PNG    | image/png    |
        | WebP   | image/webp   |

    Scenario: A PNG sent as a JPEG is kept as the PNG it is
      When the operator uploads a PNG photo labelled as a JPEG
      Then the photo is accepted
      And visitors get it as "image/png", cached for good and never sniffed

    Scenario: A phone photo loses where it was taken and is turned upright
      When the operator uploads a sideways phone photo that records where it was taken
      Then the stored photo holds no location or other metadata
      And the stored photo is upright

  Rule: Anything that is not a photo of at most 10 MB is refused

    Scenario Outline: The operator tries to upload <file>
      When the operator uploads <file>
      Then the upload is refused as <refusal>

      Examples:
        | file                              | refusal         |
        | a text file named packing.jpg     | not a photo     |
        | an SVG drawing                    | not a photo     |
        | an 11 MB file                     | too large       |
        | a small file of 48 megapixels     | unreadable      |

  Rule: An upload address works once, for 5 minutes, and cannot be forged

    Scenario: An upload address cannot be used twice
      Given the operator has uploaded a photo
      When the operator sends another photo to the same upload address
      Then the upload is refused as forbidden

    Scenario: An upload address expires after 5 minutes
      Given the operator got an upload address
      When 5 minutes pass
      And the operator sends a photo to that upload address
      Then the upload is refused as forbidden

    Scenario: A forged upload address is refused
      Given the operator got an upload address
      When someone sends a photo to that address with a forged signature
      Then the upload is refused as forbidden

    Scenario: A photo that was never uploaded is not found
      When a visitor asks for a photo that was never uploaded
      Then the portal answers that there is no such photo

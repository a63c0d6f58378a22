Feature: The name of the uploaded file
  The photo the crop dialog exports is named after the original: its name plus '_optimized' with
  the extension of the chosen format; with format Original the name is kept (docs/product.md §4). The operator
  picks a photo so named for a tour, chooses the format in the crop dialog and applies the crop: at @domain the
  dialog's export is named by the domain, at @ui the name is the one the upload widget lists for the upload.
  One example runs in the browser (the upload widget's wiring); the others at @domain only.

  Rule: WebP and JPEG exports are named '{name}_optimized.webp' or '{name}_optimized.jpg'

    Scenario Outline: Exporting "<original>" as <format>
      When the operator picks a photo named "<original>" to crop
      And chooses the output format <format>
      Then the crop dialog uploads the photo as "<uploaded>"

      @domain
      Examples:
        | original                 | format | uploaded                            |
        | arenal.volcano.2026.png  | WebP   | arenal.volcano.2026_optimized.webp  |
        | beach.jpg                | WebP   | beach_optimized.webp                |
        | beach.jpg                | JPEG   | beach_optimized.jpg                 |
        | IMG_2041.JPG             | WebP   | IMG_2041_optimized.webp             |
        | IMG_2041.JPEG            | JPEG   | IMG_2041_optimized.jpg              |
        | sunset                   | WebP   | sunset_optimized.webp               |
        | sunset                   | JPEG   | sunset_optimized.jpg                |

      @domain @ui
      Examples: In the browser too
        | original                 | format | uploaded                            |
        | sloth.png                | JPEG   | sloth_optimized.jpg                 |

  Rule: Format Original keeps the name

    Scenario Outline: Exporting "<original>" in its original format
      When the operator picks a photo named "<original>" to crop
      And chooses the output format Original
      Then the crop dialog uploads the photo as "<original>"

      # The name is the domain's; the browser's upload of a named export is the rule above's.
      @domain
      Examples:
        | original                |
        | beach.jpg               |
        | arenal.volcano.2026.png |
        | sunset                  |
        | IMG_2041.JPG            |

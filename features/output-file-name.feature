@domain
Feature: The name of the uploaded file
  The photo the crop dialog exports is named after the original: its name plus '_optimized' with
  the extension of the chosen format; with format Original the name is kept (docs/product.md §4).

  Rule: WebP and JPEG exports are named '{name}_optimized.webp' or '{name}_optimized.jpg'

    Scenario Outline: Exporting "<original>" as <format>
      When the operator exports "<original>" as <format>
      Then the uploaded file is named "<uploaded>"

      Examples:
        | original                 | format | uploaded                            |
        | beach.jpg                | WebP   | beach_optimized.webp                |
        | beach.jpg                | JPEG   | beach_optimized.jpg                 |
        | sloth.png                | JPEG   | sloth_optimized.jpg                 |
        | IMG_2041.JPG             | WebP   | IMG_2041_optimized.webp             |
        | IMG_2041.JPEG            | JPEG   | IMG_2041_optimized.jpg              |
        | arenal.volcano.2026.png  | WebP   | arenal.volcano.2026_optimized.webp  |
        | sunset                   | WebP   | sunset_optimized.webp               |
        | sunset                   | JPEG   | sunset_optimized.jpg                |

  Rule: Format Original keeps the name

    Scenario Outline: Exporting "<original>" in its original format
      When the operator exports "<original>" as Original
      Then the uploaded file is named "<original>"

      Examples:
        | original                |
        | beach.jpg               |
        | IMG_2041.JPG            |
        | arenal.volcano.2026.png |
        | sunset                  |

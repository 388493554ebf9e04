from fauna_cards.cli import main

main()

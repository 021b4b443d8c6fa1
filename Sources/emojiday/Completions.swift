import EmojiDayKit

/// `emojiday completions bash|zsh|fish`: small scripts that ask `emojiday __complete` for the candidates,
/// which are computed from the command line's description — subcommands, options and their values (theme ids
/// from every search path, renderer ids built in and on `PATH`, calendars, numbering systems, zones,
/// locales, families, …) — so completions never disagree with parsing.
enum Completions {
    static let shells = ["bash", "zsh", "fish"]

    static func script(_ invocation: Invocation) throws(CommandLineError) -> String {
        switch invocation.arguments.first ?? "" {
        case "bash": return bash
        case "zsh": return zsh
        case "fish": return fish
        case let other:
            throw .unknownShell(other, valid: shells)
        }
    }

    /// The candidates for the last of `arguments` (`[shell, word…]`, the words after `emojiday`), one per
    /// line, or `:files` / `:directories` when the shell should complete a path. Fish gets a description
    /// after a tab. Only words ``ShellCompletion/isOffered(_:)`` accepts are printed: no control character,
    /// newline or shell syntax from a file name reaches the command line.
    static func candidates(_ arguments: [String]) -> String {
        guard let shell = arguments.first, arguments.count >= 2 else { return "" }
        let described = shell == "fish"
        var words = Array(arguments.dropFirst())
        let current = words.popLast() ?? ""
        var command = Commands.root
        var index = 0
        if words.first == "help" { index = 1 }
        while index < words.count, let sub = command.subcommand(named: words[index]) {
            command = sub
            index += 1
        }
        let atCommandPosition = index == words.count
        var pending: OptionSpec?
        var used: Set<String> = []
        var optionsEnded = false
        for word in words[index...] {
            if let option = pending {
                used.insert(option.name)
                pending = nil
            } else if word == "--" {
                optionsEnded = true
            } else if !optionsEnded, word.hasPrefix("--"), let option = command.option(named: String(word.dropFirst(2)))
            {
                if option.kind == nil { used.insert(option.name) } else { pending = option }
            }
        }
        func plain(_ words: [String]) -> [(word: String, description: String?)] { words.map { ($0, nil) } }
        if let option = pending, let kind = option.kind {
            // The word for nothing (`none`, `off`) first: it switches off what the configuration sets.
            var found = (option.nothingWord.map { [$0] } ?? []) + values(kind, words: words)
            if let only = found.first, found.count == 1, only.hasPrefix(":") { return only + "\n" }
            // A comma list (`--occasions world,`) completes its last item.
            if kind == .occasionSets { found = ShellCompletion.commaList(found, current: current) }
            return ShellCompletion.lines(plain(found), matching: current)
        }
        if current.hasPrefix("-"), !optionsEnded {
            let options = command.options.filter { $0.repeating || !used.contains($0.name) }
            return ShellCompletion.lines(
                options.map { ($0.flag, described ? $0.help : nil) }, matching: current)
        }
        var results: [(word: String, description: String?)] = []
        if atCommandPosition, !command.visibleSubcommands.isEmpty {
            results += command.visibleSubcommands.map { ($0.name, described ? $0.abstract : nil) }
            if command.name == Commands.root.name, words.isEmpty {
                results.append(("help", described ? "Show help." : nil))
            }
        }
        if let argument = command.arguments.first {
            let found = values(argument.kind, words: words)
            if let first = found.first, first.hasPrefix(":"), results.isEmpty { return first + "\n" }
            results += plain(found.filter { !$0.hasPrefix(":") })
        }
        return ShellCompletion.lines(results, matching: current)
    }

    /// The values of a kind; `:files` or `:directories` for paths.
    private static func values(_ kind: ValueKind, words: [String]) -> [String] {
        switch kind {
        case .path: return [":files"]
        case .directory: return [":directories"]
        case .themeID:
            // Theme files named on the line count, as they do when running.
            var files: [String] = []
            for (word, next) in zip(words, words.dropFirst()) where word == "--theme-file" {
                files.append(next)
            }
            return DayCommands.catalog(themeFiles: files).availableIDs
        case .rendererID, .monthRendererID:
            let registry = RendererRegistry.builtIn
            let builtIn = registry.renderers.filter { kind != .monthRendererID || $0.drawsMonths }.map(\.id)
            return builtIn + (Host.environment["PATH"].map { registry.externals(searchPath: $0).map(\.id) } ?? [])
        default: return kind.candidates
        }
    }

    static let bash = """
        # bash completion for emojiday; generated by 'emojiday completions bash'.
        # Install: emojiday completions bash > ~/.local/share/bash-completion/completions/emojiday
        _emojiday() {
            local cur=${COMP_WORDS[COMP_CWORD]} candidate quoted
            local -a candidates
            # mapfile, not candidates=($(...)): no word splitting and no globbing of what is printed.
            mapfile -t candidates < <(command emojiday __complete -- bash "${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur" 2>/dev/null)
            COMPREPLY=()
            case ${candidates[0]-} in
                :files) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
                :directories) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur") ;;
                *)
                    # Each candidate is inserted quoted, so it stays one literal word.
                    for candidate in "${candidates[@]}"; do
                        printf -v quoted '%q' "$candidate"
                        COMPREPLY+=("$quoted")
                    done ;;
            esac
        }
        complete -F _emojiday emojiday

        """

    static let zsh = """
        #compdef emojiday
        # zsh completion for emojiday; generated by 'emojiday completions zsh'.
        # Install: emojiday completions zsh > ~/.zfunc/_emojiday, with fpath+=(~/.zfunc) before compinit.
        _emojiday() {
            local -a candidates
            candidates=("${(@f)$(command emojiday __complete -- zsh "${(@)words[2,CURRENT]}" 2>/dev/null)}")
            candidates=(${candidates:#})
            case ${candidates[1]-} in
                :files) _files ;;
                :directories) _files -/ ;;
                *) compadd -- "${candidates[@]}" ;;
            esac
        }
        if [[ ${funcstack[1]-} == _emojiday ]]; then
            _emojiday "$@"
        elif (( $+functions[compdef] )); then
            compdef _emojiday emojiday
        fi

        """

    static let fish = """
        # fish completion for emojiday; generated by 'emojiday completions fish'.
        # Install: emojiday completions fish > ~/.config/fish/completions/emojiday.fish
        function __emojiday_complete
            set -l words (commandline -opc)
            set -e words[1]
            set -l current (commandline -ct)
            set -l candidates (command emojiday __complete -- fish $words "$current" 2>/dev/null)
            switch "$candidates[1]"
                case :files
                    __fish_complete_path "$current"
                case :directories
                    __fish_complete_directories "$current"
                case '*'
                    printf '%s\\n' $candidates
            end
        end
        complete -c emojiday -f -a '(__emojiday_complete)'

        """
}

fn main() {
    let mut versions = vec![];
    if cfg!(feature = "llvm-9") {
        versions.push(9);
    }
    if cfg!(feature = "llvm-10") {
        versions.push(10);
    }
    if cfg!(feature = "llvm-11") {
        versions.push(11);
    }
    if cfg!(feature = "llvm-12") {
        versions.push(12);
    }
    if cfg!(feature = "llvm-13") {
        versions.push(13);
    }
    if cfg!(feature = "llvm-14") {
        versions.push(14);
    }
    if cfg!(feature = "llvm-15") {
        versions.push(15);
    }
    if cfg!(feature = "llvm-16") {
        versions.push(16);
    }
    if cfg!(feature = "llvm-17") {
        versions.push(17);
    }
    if cfg!(feature = "llvm-18") {
        versions.push(18);
    }
    if cfg!(feature = "llvm-19") {
        versions.push(19);
    }
    match versions.len() {
        0 => panic!("llvm-ir: Please select an LLVM version using a Cargo feature."),
        1 => {},
        _ => panic!("llvm-ir: Multiple LLVM versions selected. Please activate only one LLVM version feature. (Got {:?})", versions),
    };

    // divm patch 7: the C++ shim for lazy reading (src/materialize.cpp).
    println!("cargo:rerun-if-changed=src/materialize.cpp");
    let prefix = std::env::var("LLVM_SYS_191_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-19".into());
    let mut build = cc::Build::new();
    build.cpp(true).file("src/materialize.cpp").include(format!("{}/include", prefix)).flag("-std=c++17").flag("-fno-exceptions").flag("-fno-rtti").warnings(false);
    // (clang++ of the same LLVM when no C++ compiler is named: a fresh
    // machine has clang-19, not necessarily g++)
    if std::env::var_os("CXX").is_none() && std::path::Path::new(&format!("{}/bin/clang++", prefix)).exists() {
        build.compiler(format!("{}/bin/clang++", prefix));
    }
    build.compile("divm_llvm_shim");
}

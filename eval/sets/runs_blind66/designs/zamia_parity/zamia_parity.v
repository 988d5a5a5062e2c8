// zamia_parity: byte-lane parity generator/checker for a 32-bit bus (even parity per byte)
// ports: data[31:0], par_in[3:0] -> par_out[3:0] (generated), err[3:0] (per-lane mismatch), any_err
// purely combinational; linted only, never synthesised in this project.
module zamia_parity (
    input  wire [31:0] data,
    input  wire [3:0]  par_in,
    output wire [3:0]  par_out,
    output wire [3:0]  err,
    output wire        any_err
);
    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : lane
            assign par_out[g] = ^data[8*g +: 8];
            assign err[g]     = par_out[g] ^ par_in[g];
        end
    endgenerate
    assign any_err = |err;
    wire [7:0] unused_dbg;
endmodule

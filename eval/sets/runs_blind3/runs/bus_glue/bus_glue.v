// bus_glue: legacy glue logic pulled from an old board design.
// Several known lint problems are left in on purpose.
module nib_buf (
    input  wire [3:0] d,
    output wire [3:0] q
);
    assign q = d;
endmodule

module bus_glue (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire       sel,
    input  wire       spare_in,
    output wire [7:0] y,
    output wire [3:0] nib,
    output wire       err
);
    wire [7:0] mixd;
    wire       dbg_flag;

    // width mismatch: 8-bit bus into a 4-bit port
    nib_buf u_nb (.d(a), .q(nib));

    // implicit net: tmp_and is never declared
    assign tmp_and = a[0] & b[0];

    // two drivers on y[1:0]
    assign y      = sel ? a : b;
    assign y[1:0] = a[3:2] & b[3:2];

    // mixd is never assigned but is read
    assign err = tmp_and | dbg_flag | mixd[7];
endmodule

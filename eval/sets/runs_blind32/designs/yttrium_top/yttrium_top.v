// yttrium_top: sensor front-end top: input filter core plus an output pad ring (pad module lives in another file)
module yttrium_core (
    input  wire        clk,
    input  wire        rst,
    input  wire [9:0]  sample,
    output reg  [11:0] avg
);
    reg [9:0] s0, s1, s2, s3;
    always @(posedge clk) begin
        if (rst) begin
            s0 <= 0; s1 <= 0; s2 <= 0; s3 <= 0; avg <= 0;
        end else begin
            s0 <= sample; s1 <= s0; s2 <= s1; s3 <= s2;
            avg <= s0 + s1 + s2 + s3;
        end
    end
endmodule

module yttrium_top (
    input  wire        clk,
    input  wire        rst,
    input  wire [9:0]  sample_pad,
    output wire [9:0]  level_pad
);
    wire [11:0] avg;
    yttrium_core u_core (.clk(clk), .rst(rst), .sample(sample_pad), .avg(avg));
    // yttrium_iopads is in the pad-ring library, not in this file
    yttrium_iopads u_pads (.core_out(avg[11:2]), .pad_out(level_pad));
endmodule

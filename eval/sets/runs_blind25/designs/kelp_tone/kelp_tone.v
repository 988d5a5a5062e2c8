// Audio tone generator: 20-bit phase accumulator producing square, sawtooth and triangle outputs.
module kelp_tone (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire [15:0] tune,
    input  wire [1:0]  vol,
    output reg         square,
    output reg  [5:0]  saw,
    output reg  [5:0]  tri_out
);
    reg [19:0] phase;

    always @(posedge clk or negedge rst_n)
        if (!rst_n)  phase <= 20'd0;
        else if (en) phase <= phase + {4'd0, tune};

    wire [5:0] top6 = phase[19:14];
    wire [5:0] tri6 = phase[19] ? ~{phase[18:14], 1'b0} : {phase[18:14], 1'b0};

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            square <= 1'b0; saw <= 6'd0; tri_out <= 6'd0;
        end else begin
            square  <= phase[19];
            saw     <= top6 >> (2'd3 - vol);
            tri_out <= tri6 >> (2'd3 - vol);
        end
endmodule

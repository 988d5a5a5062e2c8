// dhole_mac: 8x8 multiply-accumulate with a 20-bit accumulator; operands and product both load on phase 0, so the multiplier has two cycles
module dhole_mac (
    input  wire              clk,
    input  wire              rst,
    input  wire              clr,
    input  wire [7:0]        a,
    input  wire [7:0]        b,
    input  wire              test_mode,
    output reg  [19:0]       acc,
    output reg               phase
);
    reg [7:0]  a_q, b_q;
    reg [15:0] prod_q;
    reg        cfg_q;

    // operands captured on phase 0; the product is captured on the NEXT phase 0 (two clocks later)
    always @(posedge clk) begin
        if (rst) begin
            phase <= 1'b0;
            a_q   <= 8'd0;
            b_q   <= 8'd0;
            cfg_q <= 1'b0;
        end else begin
            phase <= ~phase;
            cfg_q <= test_mode;
            if (!phase) begin
                a_q <= a;
                b_q <= b;
            end
        end
    end

    always @(posedge clk) begin
        if (rst)
            prod_q <= 16'd0;
        else if (!phase)
            prod_q <= a_q * b_q;
    end

    always @(posedge clk) begin
        if (rst || clr)
            acc <= 20'd0;
        else if (phase)
            acc <= cfg_q ? {4'd0, prod_q} : acc + {4'd0, prod_q};
    end
endmodule

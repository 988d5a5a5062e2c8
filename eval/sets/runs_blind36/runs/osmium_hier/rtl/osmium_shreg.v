// osmium_shreg: 8-bit MSB-first shift register for osmium_spi (samples miso on rise, shifts mosi on fall).
module osmium_shreg (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [7:0] din,
    input  wire       sample,
    input  wire       shift,
    input  wire       miso,
    output wire       mosi,
    output reg  [7:0] dout
);
    reg [7:0] sr;
    reg       miso_q;

    assign mosi = sr[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sr     <= 8'd0;
            dout   <= 8'd0;
            miso_q <= 1'b0;
        end else if (load) begin
            sr <= din;
        end else begin
            if (sample) begin
                miso_q <= miso;
                dout   <= {dout[6:0], miso};
            end
            if (shift)
                sr <= {sr[6:0], miso_q};
        end
    end
endmodule

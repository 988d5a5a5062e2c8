// dac_spi_wr: writes 16-bit frames (4 command bits + 12 data bits) to a
// serial DAC. SCLK runs at clk/(2*(DIV+1)); data changes on the falling
// edge of SCLK, CS_N is held low for the whole frame.
module dac_spi_wr #(parameter DIV = 3) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        go,
    input  wire [3:0]  cmd,
    input  wire [11:0] value,
    output reg         sclk,
    output reg         mosi,
    output reg         cs_n,
    output wire        busy
);
    reg [15:0] shreg;
    reg [4:0]  bits_left;
    reg [3:0]  div_cnt;
    reg        active;

    assign busy = active;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg <= 16'h0000; bits_left <= 5'd0; div_cnt <= 4'd0;
            active <= 1'b0; sclk <= 1'b0; mosi <= 1'b0; cs_n <= 1'b1;
        end else if (!active) begin
            sclk <= 1'b0
            if (go) begin
                shreg     <= {cmd, value};
                bits_left <= 5'd16;
                active    <= 1'b1;
                cs_n      <= 1'b0;
                mosi      <= cmd[3];
                div_cnt   <= 4'd0;
            end
        end else begin
            if (div_cnt == DIV) begin
                div_cnt <= 4'd0;
                sclk    <= ~sclk;
                if (sclk) begin           // falling edge: shift
                    shreg     <= {shreg[14:0], 1'b0};
                    mosi      <= shreg[14];
                    bits_left <= bits_left - 5'd1;
                    if (bits_left == 5'd1) begin
                        active <= 1'b0;
                        cs_n   <= 1'b1;
                    end
                end
            end else
                div_cnt <= div_cnt + 4'd1;
        end
    end
endmodule

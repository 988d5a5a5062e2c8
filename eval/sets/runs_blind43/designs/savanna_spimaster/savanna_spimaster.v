// savanna_spimaster: SPI mode-0 master, 8-bit transfers, SCLK = clk / (2*(DIV+1)).
// The shift register lives in a separate file (savanna_shifter.v, module savanna_shifter).
// Ports: clk, rst, go, tx_byte[7:0], miso, sclk, mosi, cs_n, rx_byte[7:0], done.
module savanna_spimaster #(parameter DIV = 3) (
    input  wire       clk,
    input  wire       rst,
    input  wire       go,
    input  wire [7:0] tx_byte,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output wire [7:0] rx_byte,
    output reg        done
);
    reg [3:0] div_cnt;
    reg [3:0] bits;
    wire      half = (div_cnt == DIV);
    wire      rise = half && !sclk && !cs_n;
    wire      fall = half &&  sclk && !cs_n;

    savanna_shifter u_sh (
        .clk(clk), .rst(rst), .load(go && cs_n), .din(tx_byte),
        .sample(rise), .shift(fall), .miso(miso), .mosi(mosi), .dout(rx_byte)
    );

    always @(posedge clk) begin
        if (rst) begin
            div_cnt <= 4'd0; sclk <= 1'b0; cs_n <= 1'b1; bits <= 4'd0; done <= 1'b0;
        end else begin
            done <= 1'b0;
            if (cs_n) begin
                div_cnt <= 4'd0;
                if (go) begin cs_n <= 1'b0; bits <= 4'd0; end
            end else begin
                div_cnt <= half ? 4'd0 : div_cnt + 4'd1;
                if (rise) sclk <= 1'b1;
                if (fall) begin
                    sclk <= 1'b0;
                    bits <= bits + 4'd1;
                    if (bits == 4'd7) begin cs_n <= 1'b1; done <= 1'b1; end
                end
            end
        end
    end
endmodule

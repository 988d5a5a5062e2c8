// flint_spi: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, one 8-bit transfer per start pulse.
// Ports: clk, rst_n, start, tx_byte[7:0], miso -> sclk, mosi, cs_n, rx_byte[7:0], done
// Parameter CLK_DIV: system clocks per half SCLK period (>= 2).
module flint_spi #(parameter CLK_DIV = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output reg  [7:0] rx_byte,
    output reg        done
);
    reg [7:0] div_cnt;
    reg [3:0] edges;       // counts SCLK edges, 16 per byte
    reg [7:0] tx_sh;
    reg [7:0] rx_sh;
    wire      half = (div_cnt == CLK_DIV - 1);

    assign mosi = tx_sh[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt <= 8'd0;
            edges   <= 4'd0;
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
            tx_sh   <= 8'h00;
            rx_sh   <= 8'h00;
            rx_byte <= 8'h00;
            done    <= 1'b0;
        end else begin
            done <= 1'b0;
            if (cs_n) begin
                if (start) begin
                    cs_n    <= 1'b0;
                    tx_sh   <= tx_byte;
                    div_cnt <= 8'd0;
                    edges   <= 4'd0;
                end
            end else begin
                div_cnt <= half ? 8'd0 : div_cnt + 1'b1;
                if (half) begin
                    sclk  <= ~sclk;
                    edges <= edges + 1'b1;
                    if (!sclk)
                        rx_sh <= {rx_sh[6:0], miso};        // rising edge: sample
                    else
                        tx_sh <= {tx_sh[6:0], 1'b0};        // falling edge: shift out
                    if (edges == 4'd15) begin
                        cs_n    <= 1'b1;
                        rx_byte <= rx_sh;
                        done    <= 1'b1;
                    end
                end
            end
        end
    end
endmodule

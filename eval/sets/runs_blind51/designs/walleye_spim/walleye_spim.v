// walleye_spim: SPI master, mode 0 (CPOL=0, CPHA=0), 8-bit transfers, MSB first
// Ports: clk, rst_n, start, tx_byte[7:0], rx_byte[7:0], done (1-cycle pulse),
//        sclk, mosi, miso, cs_n
// The SCLK rate comes from the walleye_clkdiv sub-module (file walleye_clkdiv.v),
// which produces a one-cycle enable every DIV system clocks.
module walleye_spim #(
    parameter DIV = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        done,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n
);
    wire       tick;
    reg        busy;
    reg  [7:0] sh_tx;
    reg  [7:0] sh_rx;
    reg  [3:0] edges;

    walleye_clkdiv #(.DIV(DIV)) u_div (
        .clk   (clk),
        .rst_n (rst_n),
        .en    (busy),
        .tick  (tick)
    );

    assign mosi = sh_tx[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            busy    <= 1'b0;
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
            done    <= 1'b0;
            sh_tx   <= 8'h00;
            sh_rx   <= 8'h00;
            rx_byte <= 8'h00;
            edges   <= 4'd0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    busy  <= 1'b1;
                    cs_n  <= 1'b0;
                    sh_tx <= tx_byte;
                    edges <= 4'd0;
                end
            end else if (tick) begin
                sclk <= ~sclk;
                if (!sclk) begin
                    // rising edge: sample MISO
                    sh_rx <= {sh_rx[6:0], miso};
                end else begin
                    // falling edge: shift out next bit
                    sh_tx <= {sh_tx[6:0], 1'b0};
                    edges <= edges + 1'b1;
                    if (edges == 4'd7) begin
                        busy    <= 1'b0;
                        cs_n    <= 1'b1;
                        done    <= 1'b1;
                        rx_byte <= sh_rx;
                    end
                end
            end
        end
    end
endmodule

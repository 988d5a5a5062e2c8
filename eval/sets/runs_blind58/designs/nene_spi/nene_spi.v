// nene_spi: SPI master (mode 0), 8-bit transfers, programmable SCLK divider
// Hierarchy: nene_spi (top) -> nene_spi_sclk (SCLK edge generator) + nene_spi_shifter (MOSI/MISO shift register)
// Ports: clk, rst, go, div[3:0] (SCLK half period in clk cycles - 1), tx[7:0], rx[7:0], done, sclk, mosi, miso, cs_n
module nene_spi_sclk (
    input  wire       clk,
    input  wire       rst,
    input  wire       run,
    input  wire [3:0] div,
    output reg        sclk,
    output wire       rise,
    output wire       fall
);
    reg [3:0] cnt;
    wire      edge_now = run && (cnt == div);
    assign rise = edge_now && !sclk;
    assign fall = edge_now &&  sclk;
    always @(posedge clk) begin
        if (rst || !run) begin
            cnt  <= 4'd0;
            sclk <= 1'b0;
        end else if (edge_now) begin
            cnt  <= 4'd0;
            sclk <= ~sclk;
        end else
            cnt <= cnt + 1'b1;
    end
endmodule

module nene_spi_shifter (
    input  wire       clk,
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
    always @(posedge clk) begin
        if (load)
            sr <= din;
        else if (shift)
            sr <= {sr[6:0], miso_q};
        if (sample)
            miso_q <= miso;
        if (shift)
            dout <= {sr[6:0], miso_q};
    end
endmodule

module nene_spi (
    input  wire       clk,
    input  wire       rst,
    input  wire       go,
    input  wire [3:0] div,
    input  wire [7:0] tx,
    output wire [7:0] rx,
    output reg        done,
    output wire       sclk,
    output wire       mosi,
    input  wire       miso,
    output wire       cs_n
);
    reg       run;
    reg [3:0] nbits;
    wire      rise, fall;

    assign cs_n = ~run;

    nene_spi_sclk u_sclk (.clk(clk), .rst(rst), .run(run), .div(div),
                          .sclk(sclk), .rise(rise), .fall(fall));
    nene_spi_shifter u_shift (.clk(clk), .load(go && !run), .din(tx), .sample(rise),
                              .shift(fall), .miso(miso), .mosi(mosi), .dout(rx));

    always @(posedge clk) begin
        if (rst) begin
            run   <= 1'b0;
            nbits <= 4'd0;
            done  <= 1'b0;
        end else begin
            done <= 1'b0;
            if (go && !run) begin
                run   <= 1'b1;
                nbits <= 4'd0;
            end else if (run && fall) begin
                nbits <= nbits + 1'b1;
                if (nbits == 4'd7) begin
                    run  <= 1'b0;
                    done <= 1'b1;
                end
            end
        end
    end
endmodule

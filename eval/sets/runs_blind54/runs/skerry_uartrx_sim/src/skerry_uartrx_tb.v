// skerry_uartrx_tb: self-checking testbench for skerry_uartrx: sends bytes at 115200 baud
// (clk 100 MHz, baud_x16 every 54 cycles), LSB first, and compares what the receiver reports.
`timescale 1ns/1ps
module skerry_uartrx_tb;
    reg clk = 0, rst = 1, rxd = 1;
    reg baud_x16 = 0;
    reg [5:0] bdiv = 0;
    wire [7:0] rx_data;
    wire rx_valid, frame_err;
    integer errors = 0, n, b;
    reg [7:0] bytes [0:4];
    reg [7:0] got;

    always #5 clk = ~clk;
    always @(posedge clk) begin
        bdiv     <= (bdiv == 53) ? 0 : bdiv + 1;
        baud_x16 <= (bdiv == 53);
    end

    skerry_uartrx dut (.clk(clk), .rst(rst), .baud_x16(baud_x16), .rxd(rxd),
                       .rx_data(rx_data), .rx_valid(rx_valid), .frame_err(frame_err));

    always @(posedge clk) if (rx_valid) got <= rx_data;

    task send(input [7:0] d);
        begin
            rxd = 0; #(16*54*10);
            for (b = 0; b < 8; b = b + 1) begin rxd = d[b]; #(16*54*10); end
            rxd = 1; #(16*54*10);
        end
    endtask

    initial begin
        bytes[0] = 8'h55; bytes[1] = 8'h81; bytes[2] = 8'h31; bytes[3] = 8'hA5; bytes[4] = 8'h0F;
        #100 rst = 0;
        #1000;
        for (n = 0; n < 5; n = n + 1) begin
            got = 8'hxx;
            send(bytes[n]);
            #2000;
            if (got !== bytes[n]) begin
                errors = errors + 1;
                $display("ERROR byte %0d: sent 0x%h, received 0x%h", n, bytes[n], got);
            end else
                $display("byte %0d ok: 0x%h", n, got);
        end
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d of 5 bytes wrong", errors);
        $finish;
    end
endmodule

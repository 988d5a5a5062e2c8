// Self-checking testbench for aspen_crc: compares against a behavioural CRC-8 model over several bytes.
`timescale 1ns/1ps
module aspen_crc_tb;
    reg clk = 0, rst = 1, bit_en = 0, bit_in = 0;
    wire [7:0] crc;
    integer i, j, errors;
    reg [7:0] model, data;

    wire [2:0] bit_cnt;
    aspen_crc dut (.clk(clk), .rst(rst), .bit_en(bit_en), .bit_in(bit_in), .crc(crc), .bit_cnt(bit_cnt));
    always #5 clk = ~clk;

    task model_bit(input b);
        reg f;
        begin
            f = model[7] ^ b;
            model = {model[6:0], 1'b0} ^ (f ? 8'h07 : 8'h00);
        end
    endtask

    initial begin
        errors = 0; model = 8'h00;
        repeat (2) @(posedge clk);
        rst = 0;
        for (i = 0; i < 6; i = i + 1) begin
            data = 8'h31 + i * 8'h1D;
            for (j = 7; j >= 0; j = j - 1) begin
                @(negedge clk); bit_en = 1; bit_in = data[j];
                @(posedge clk); #1;
                model_bit(data[j]);
                if (crc !== model) begin
                    errors = errors + 1;
                    $display("MISMATCH byte %0d bit %0d: dut=%h model=%h", i, j, crc, model);
                end
            end
            $display("byte %0d data=%h crc=%h", i, data, crc);
        end
        bit_en = 0;
        if (errors == 0) $display("TEST PASSED: %0d bytes checked, final crc=%h", i, crc);
        else             $display("TEST FAILED: %0d mismatches", errors);
        $finish;
    end
endmodule

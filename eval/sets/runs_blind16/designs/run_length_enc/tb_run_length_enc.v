// Self-checking testbench for run_length_enc: feeds a fixed byte pattern,
// collects the emitted pairs, and checks that the run lengths add up and
// that the decoded stream equals the input.
`timescale 1ns/1ps
module tb_run_length_enc;
    reg        clk = 1'b0;
    reg        rst = 1'b1;
    reg        in_vld = 1'b0;
    reg  [7:0] in_byte = 8'd0;
    reg        flush = 1'b0;
    wire       out_vld;
    wire [7:0] out_sym;
    wire [3:0] out_cnt;

    reg  [7:0] pattern [0:39];
    reg  [7:0] decoded [0:63];
    integer    n_in, n_out, pairs, errors, i, j;

    run_length_enc #(.MAXRUN(15)) dut (
        .clk(clk), .rst(rst), .in_vld(in_vld), .in_byte(in_byte), .flush(flush),
        .out_vld(out_vld), .out_sym(out_sym), .out_cnt(out_cnt));

    always #5 clk = ~clk;

    always @(posedge clk) begin
        if (out_vld) begin
            $display("pair %0d: sym=%h cnt=%0d", pairs, out_sym, out_cnt);
            for (j = 0; j < out_cnt; j = j + 1) begin
                decoded[n_out] = out_sym;
                n_out = n_out + 1;
            end
            pairs = pairs + 1;
        end
    end

    initial begin
        n_out = 0; pairs = 0; errors = 0;
        // 3 x AA, 1 x 5C, 18 x 00 (split at 15), 2 x 5C, 16 x 11 (split)
        for (i = 0;  i < 3;  i = i + 1) pattern[i] = 8'haa;
        pattern[3] = 8'h5c;
        for (i = 4;  i < 22; i = i + 1) pattern[i] = 8'h00;
        for (i = 22; i < 24; i = i + 1) pattern[i] = 8'h5c;
        for (i = 24; i < 40; i = i + 1) pattern[i] = 8'h11;
        n_in = 40;
        repeat (2) @(posedge clk);
        rst <= 1'b0;
        for (i = 0; i < n_in; i = i + 1) begin
            @(posedge clk);
            in_vld  <= 1'b1;
            in_byte <= pattern[i];
        end
        @(posedge clk);
        in_vld <= 1'b0;
        flush  <= 1'b1;
        @(posedge clk);
        flush  <= 1'b0;
        repeat (3) @(posedge clk);
        if (n_out != n_in) begin
            $display("ERROR: decoded %0d bytes, expected %0d", n_out, n_in);
            errors = errors + 1;
        end
        for (i = 0; i < n_in && i < n_out; i = i + 1)
            if (decoded[i] !== pattern[i]) begin
                $display("ERROR: byte %0d is %h, expected %h", i, decoded[i], pattern[i]);
                errors = errors + 1;
            end
        $display("pairs=%0d bytes_in=%0d bytes_out=%0d errors=%0d", pairs, n_in, n_out, errors);
        if (errors == 0) $display("PASS"); else $display("FAIL");
        $finish;
    end
endmodule
